import { PAYMENT_TERMS, TAX_REGIMES, amountFormatError } from '../answers/price';
import { z, text } from './zod-fr';

/** A price text: '' while not answered, else an amount the contract can print in words. */
export const priceText = () =>
  text(200)
    .default('')
    .superRefine((raw, ctx) => {
      const error = amountFormatError(raw);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

/**
 * Default TTC: the one regime that asserts nothing about the grantor's VAT status (« dont le
 * Cédant est, le cas échéant, redevable »); HT would state that a private person or a child
 * model is liable to VAT. The wizard asks the question; the default only covers drafts that
 * never answered it (version-1 drafts and exports).
 */
export const taxRegimeSchema = z
  .enum(TAX_REGIMES, { error: 'Régime de TVA inconnu.' })
  .default('TTC');
export const paymentTermsSchema = z
  .enum(PAYMENT_TERMS, { error: 'Modalités de paiement inconnues.' })
  .default('trente_jours');
