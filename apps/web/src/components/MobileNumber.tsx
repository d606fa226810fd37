import { Anchor } from '@mantine/core';
import { formatMobile, whatsappChatLink } from '@kaksha/contracts';
import { fmt } from '../lib/i18n/index.ts';
import { tComponents } from '../lib/i18n/components.ts';

const w = tComponents.mobile;

/**
 * A mobile number as every screen shows one: the number itself dials it (`tel:`), and "WhatsApp" beside
 * it opens a click-to-chat (`wa.me`) with `message` filled in — nothing to set up (issue 65).
 */
export function MobileNumber({ e164, message = '' }: { e164: string; message?: string }) {
  const number = formatMobile(e164);
  return (
    <span>
      {/* The number never breaks; the chat link may go under it where a column is narrow (issue 65, bug 5). */}
      <Anchor
        href={`tel:${e164}`}
        inherit
        aria-label={fmt(w.call, { number })}
        style={{ whiteSpace: 'nowrap' }}
      >
        {number}
      </Anchor>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>
        (
        <Anchor
          href={whatsappChatLink(e164, message)}
          target="_blank"
          rel="noopener noreferrer"
          inherit
          aria-label={fmt(w.chat, { number })}
        >
          {w.whatsapp}
        </Anchor>
        )
      </span>
    </span>
  );
}
