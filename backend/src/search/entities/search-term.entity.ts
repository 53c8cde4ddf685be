import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many published articles hold each index term (`french-analyzer.ts`), in their title and in
 * all, written with `article_search` in the same transaction (`SearchIndexRepository`). The search
 * reads it to choose how to look a query up: through the engine's full-text index when a term is
 * rare, along the newest articles when every term is frequent (`search-plan.ts`). The row of the empty
 * term counts the indexed articles themselves. Rows that fall to zero stay: they cost nothing and
 * spare the next publication a new key.
 */
@Entity('search_terms')
export class SearchTerm {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  term!: string;

  @Column({ type: 'int' })
  docs!: number;

  @Column({ type: 'int' })
  title_docs!: number;
}
