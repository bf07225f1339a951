import type { MailMessage } from "./mailer.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:8px;font-weight:600;margin:24px 0;color:#4a2c40">${code}</p>`
    : "";
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;background:#f7f2ec;padding:24px;color:#2b2326"><div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px;color:#4a2c40">${escapeHtml(title)}</h1>${body}${codeBlock}<p style="color:#7a6f72;font-size:13px;margin-top:32px">L'équipe Cortège</p></div></body></html>`;
}

function codeMail(to: string, subject: string, intro: string, code: string): MailMessage {
  const outro = "Ce code est valable 10 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";
  return {
    to,
    subject,
    text: `Bonjour,\n\n${intro}\n\n${code}\n\n${outro}\n\nL'équipe Cortège`,
    html: layout(subject, ["Bonjour,", intro], code),
  };
}

export const mailTemplates = {
  confirmationCode: (to: string, code: string) =>
    codeMail(to, `Votre code de confirmation Cortège : ${code}`, "Voici le code pour confirmer votre adresse email :", code),
  passwordReset: (to: string, code: string) =>
    codeMail(
      to,
      `Réinitialisation de votre mot de passe Cortège : ${code}`,
      "Voici le code pour choisir un nouveau mot de passe :",
      code,
    ),
  emailChange: (to: string, code: string) =>
    codeMail(
      to,
      `Confirmez votre nouvelle adresse email : ${code}`,
      "Voici le code pour confirmer votre nouvelle adresse email :",
      code,
    ),
  accountExists: (to: string): MailMessage => {
    const subject = "Vous avez déjà un compte Cortège";
    const lines = [
      "Bonjour,",
      "Quelqu'un (peut-être vous) a voulu créer un compte Cortège avec cette adresse email, mais un compte existe déjà.",
      "Connectez-vous avec votre mot de passe, ou utilisez « Mot de passe oublié ? » sur la page de connexion.",
    ];
    return { to, subject, text: `${lines.join("\n\n")}\n\nL'équipe Cortège`, html: layout(subject, lines) };
  },
};
