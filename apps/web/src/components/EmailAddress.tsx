import { Fragment } from 'react';

/**
 * An email address that, when it must wrap in a narrow column or card, breaks after the @ or before
 * a dot ("priya.deshpande@ / demo.kaksha.local") rather than in the middle of a word. Screen readers
 * and copying see the plain address: <wbr> adds no text.
 */
export function EmailAddress({ email }: { email: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
