import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The two promo cards: the game-server card and the VPS card. */
export const CARD_SLOTS = ['game', 'vps'] as const;
export type CardSlot = (typeof CARD_SLOTS)[number];

/**
 * The plan staff chose for a promo card (/admin/offers). No row, or a plan no longer shown: the card
 * shows the cheapest shown plan of its kind, as by default.
 */
@Entity('offer_card_choices')
export class OfferCardChoice {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  slot!: CardSlot;

  @Column({ type: 'int' })
  pid!: number;
}
