import { MAX_MESSAGE_ATTACHMENTS, type Message, type MessageAttachment } from "@cortege/domain";
import { html, type SafeHtml } from "../public-showcase/html.ts";
import { documentOf, type PageAssets } from "../public-showcase/showcase-page.html.ts";

const time = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" }).format(new Date(iso));

// Page-local layout; the showcase stylesheet gives the fonts, colours and buttons.
const style = html`<style>
.thread{max-width:720px;margin:0 auto;padding:24px 16px 48px}
.thread h1{font-size:1.6rem;margin:0 0 4px}
.thread .lead{color:#6b6063;margin:0 0 24px}
.msgs{display:grid;gap:12px;margin:0 0 24px;padding:0;list-style:none}
.msg{max-width:85%;padding:10px 14px;border-radius:14px;border:1px solid #e6dcd6;background:#fff;white-space:pre-wrap;overflow-wrap:anywhere}
.msg--mine{justify-self:end;background:#f6ede8}
.msg small{display:block;color:#6b6063;font-size:.8rem;margin-top:4px}
.msg a{display:inline-block;margin-top:6px}
.msg .pic{display:block;margin-top:8px;width:fit-content}
.msg .file{display:flex;align-items:center;gap:8px;margin-top:8px;width:fit-content;white-space:normal}
.msg .kind{font-size:.7rem;font-weight:700;letter-spacing:.04em;padding:2px 6px;border-radius:4px;background:#6b2d4f;color:#fff;text-decoration:none}
.msg .pic img{display:block;max-width:100%;width:240px;height:auto;border-radius:8px;border:1px solid #e6dcd6}
.reply .files{display:block;margin-top:12px;font-weight:400}
.reply .files input{display:block;margin-top:4px;max-width:100%}
.reply .hint{color:#6b6063;font-size:.85rem;margin:4px 0 0}
.reply label{display:block;font-weight:600;margin-bottom:6px}
.reply textarea{width:100%;min-height:120px;padding:10px;font:inherit;border:1px solid #cdbfb8;border-radius:8px;box-sizing:border-box}
.reply .error{color:#a8323a;margin:6px 0}
.reply .button{margin-top:12px;border:0;cursor:pointer}
</style>`;

const isPicture = (a: MessageAttachment) => a.fileType !== null && a.fileType !== "PDF" && a.thumbnailUrl !== null;

/** A picture shows its preview (a link to the original); another file (PDF) is a link that opens it. */
function attachmentItem(a: MessageAttachment): SafeHtml | string {
  if (!a.url) return "";
  if (isPicture(a)) {
    return html`<a class="pic" href="${a.url}" target="_blank" rel="noopener"><img src="${a.thumbnailUrl ?? a.url}" alt="Image jointe : ${a.filename}" loading="lazy"></a>`;
  }
  return html`<a class="file" href="${a.url}" target="_blank" rel="noopener"><span class="kind" aria-hidden="true">${a.fileType ?? "Fichier"}</span>${a.filename}</a>`;
}

function messageItem(m: Message, vendorName: string): SafeHtml {
  const mine = m.sender === "CLIENT";
  return html`<li class="msg${mine ? " msg--mine" : ""}"><strong>${mine ? "Vous" : vendorName}</strong>
${m.body}${m.attachments.map(attachmentItem)}<small>${time(m.timestamp)}</small></li>`;
}

/**
 * The couple's private page: the thread and a plain form that works without JavaScript. Every text
 * goes through `html`, so what either side typed is shown as text, never run.
 */
export function renderClientConversationPage(options: {
  vendorName: string;
  messages: Message[];
  action: string;
  assets: PageAssets;
  error?: string;
  typed?: string;
}): string {
  const body = html`<main class="thread">
<h1>Votre conversation avec ${options.vendorName}</h1>
<p class="lead">Ce lien est personnel : ne le partagez pas.</p>
<ol class="msgs" aria-label="Messages">${options.messages.map((m) => messageItem(m, options.vendorName))}</ol>
<form class="reply" method="post" action="${options.action}" enctype="multipart/form-data">
<label for="body">Votre réponse</label>
${options.error ? html`<p class="error" id="body-error" role="alert">${options.error}</p>` : ""}
<textarea id="body" name="body" maxlength="5000"${options.error ? html` aria-invalid="true" aria-describedby="body-error"` : ""}>${options.typed ?? ""}</textarea>
<label class="files">Joindre des fichiers<input type="file" name="files" multiple accept="image/*,application/pdf"></label>
<p class="hint">Photos ou PDF, ${MAX_MESSAGE_ATTACHMENTS} fichiers de 15 Mo au plus.</p>
<button class="button" type="submit">Envoyer</button>
</form></main>`;
  return documentOf({
    title: `Conversation avec ${options.vendorName} | Cortège`,
    head: style,
    body,
    assets: options.assets,
    noindex: true,
  });
}
