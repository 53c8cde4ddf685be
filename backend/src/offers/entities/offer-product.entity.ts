import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The blog's copy of one WHMCS plan (`GetProducts`), written only by the sync: pages read it, never
 * WHMCS. A plan hidden in WHMCS, or absent from its last answer (`removed`), stays here so that links and
 * statistics keep their name, but is shown nowhere.
 */
@Entity('offer_products')
export class OfferProduct {
  /** WHMCS's product id (`pid`). */
  @PrimaryColumn({ type: 'int' })
  pid!: number;

  /** WHMCS's product group (`gid`). */
  @Column({ type: 'int' })
  gid!: number;

  /** `vps` for WHMCS's server products, `game` for every other (game servers). */
  @Column({ type: 'varchar', length: 16 })
  kind!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  /** Up to three key features, one per line, from the product's description. */
  @Column({ type: 'varchar', length: 600, default: '' })
  features!: string;

  /** EUR prices in cents per offered billing cycle, as JSON (`{"monthly":499,"annually":4990}`). */
  @Column({ type: 'varchar', length: 500 })
  prices!: string;

  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @Column({ type: 'boolean', default: false })
  removed!: boolean;

  /** When the sync last saw a change of name, price or visibility. */
  @Column({ type: 'datetime' })
  changed_at!: Date;
}
