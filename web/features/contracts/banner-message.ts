import type { AlertTone } from '@web/components/ui/alert';

/** A banner above the contract list: an outcome (import, export, deletion) and its tone. */
export type BannerMessage = { tone: AlertTone; text: string };
