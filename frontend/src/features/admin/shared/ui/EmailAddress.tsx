import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';

/**
 * An e-mail address that wraps only before its « @ » and its dots, never inside a word: each piece is
 * kept whole, with a break opportunity between pieces.
 */
export function EmailAddress({ address }: { address: string }) {
  const pieces = address.split(/(?=[@.])/);
  return (
    <chakra.span data-testid="email-address">
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <chakra.span whiteSpace="nowrap" data-testid="email-address-piece">
            {piece}
          </chakra.span>
        </Fragment>
      ))}
    </chakra.span>
  );
}
