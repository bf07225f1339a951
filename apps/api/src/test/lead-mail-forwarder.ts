import nodemailer from "nodemailer";

/**
 * The vendor's own mailbox forwarding a directory's notification to its Cortège lead address, through a real
 * SMTP client, as the e2e journey does it (the server's SMTP receiver on `port`).
 */
export async function forwardLeadMail(port: number, to: string, text: string, subject = "Fwd: Nouvelle demande") {
  await nodemailer
    .createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true })
    .sendMail({ from: "Domaine des Tilleuls <contact@domaine-des-tilleuls.fr>", to, subject, text });
}
