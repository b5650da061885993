/** One e-mail as the app composes it: French text and HTML alternatives of the same content. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (the sealed PDF at the end of a signature). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};
