import { productName } from '../../lib/config.ts';
import { fmt } from '../../lib/i18n/index.ts';

/** A landing-page text with the product's name put in. */
export const withProduct = (text: string) => fmt(text, { product: productName });
