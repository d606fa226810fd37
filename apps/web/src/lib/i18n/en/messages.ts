/** The Messages area's section of the English catalogue (`t.messages`). */
export const messages = {
  statuses: {
    queued: 'Queued',
    held: 'Held (quiet hours)',
    sending: 'Sending',
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Failed',
    not_sent: 'Not sent',
  },
  channels: { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' },
} as const;
