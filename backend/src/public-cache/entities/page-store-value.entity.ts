import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What the database records about the page store's version book, by key (its epoch, the last change). */
@Entity('page_store_values')
export class PageStoreValue {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  key!: string;

  @Column({ type: 'varchar', length: 100 })
  value!: string;
}
