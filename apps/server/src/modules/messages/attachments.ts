/*
 * Files an email carries, made when it is sent (a receipt's PDF): a message row holds a reference
 * such as `receipt:12`, never the bytes, and the area that owns the record declares how to make it
 * (`documents` in its plugin, gathered by src/documents.ts).
 * So the queue stays small, the file is what the record is at the moment of sending, and messages/
 * imports no other area.
 */

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * Makes the file for `key` (the part after `kind:`) of one organisation, or null when the record
 * no longer stands (a cancelled receipt): the email is then not sent.
 */
export type AttachmentMaker = (organisationId: number, key: string) => Promise<MailAttachment | null>;

export class Attachments {
  private readonly makers = new Map<string, AttachmentMaker>();

  register(kind: string, make: AttachmentMaker): void {
    if (this.makers.has(kind)) throw new Error(`Two attachment makers are registered for “${kind}”`);
    this.makers.set(kind, make);
  }

  /** The file `ref` names in the message's organisation; null if it no longer stands. */
  make(organisationId: number, ref: string): Promise<MailAttachment | null> {
    const split = ref.indexOf(':');
    const make = split > 0 ? this.makers.get(ref.slice(0, split)) : undefined;
    if (!make) throw new Error(`no attachment maker is registered for “${ref}”`);
    return make(organisationId, ref.slice(split + 1));
  }
}
