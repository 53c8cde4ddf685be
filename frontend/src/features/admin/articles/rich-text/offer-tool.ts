import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { requestJson } from '../../../../api/fetcher';
import type { components } from '../../../../api/schema';
import { frEditor } from '../../../../i18n/fr-editor';
import { formatMoney } from '../../../../lib/format';

type CatalogueOffer = components['schemas']['CatalogueOfferDto'];
type CatalogueResponse = components['schemas']['CatalogueResponseDto'];

/** What the block stores: only the plan and the cycle; name, price and link come from the synced catalogue. */
export interface OfferData {
  pid: number | null;
  cycle: string;
}

const t = frEditor.offer;
const CYCLES = ['monthly', 'quarterly', 'semiannually', 'annually', 'biennially', 'triennially'];

let catalogue: Promise<CatalogueOffer[]> | null = null;

/** The synced catalogue, read once per editor session (failed reads are retried). */
function loadCatalogue(): Promise<CatalogueOffer[]> {
  catalogue ??= requestJson<CatalogueResponse>('/blog/api/offers/catalogue')
    .then((answer) => answer.offers)
    .catch((error: unknown) => {
      catalogue = null;
      throw error;
    });
  return catalogue;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The « Offre » block: search the synced WHMCS catalogue, pick a plan and a billing cycle, see the card as
 * readers will. Stored as `<hr data-offer="…" data-cycle="…">` (blocks-to-html.ts), which the server keeps
 * with nothing else and fills in with the plan's current price when the article is read.
 */
export class OfferTool implements BlockTool {
  static get toolbox() {
    return {
      title: t.toolTitle,
      icon: '<svg width="17" height="17" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M20.6 13.4 12 22l-9-9V3h10l7.6 7.6a2 2 0 0 1 0 2.8z"/><circle cx="7.5" cy="7.5" r="1.5"/></svg>',
    };
  }

  static get isReadOnlySupported() {
    return true;
  }

  private data: OfferData;
  private readonly readOnly: boolean;
  private wrapper: HTMLElement | null = null;

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<OfferData>>) {
    const pid = Number(data?.pid);
    this.data = {
      pid: Number.isInteger(pid) && pid > 0 ? pid : null,
      cycle: typeof data?.cycle === 'string' && CYCLES.includes(data.cycle) ? data.cycle : 'monthly',
    };
    this.readOnly = readOnly;
  }

  render(): HTMLElement {
    this.wrapper = element('div', 'offer-block');
    const status = element('p', 'offer-block-status', t.loading);
    this.wrapper.appendChild(status);
    loadCatalogue().then(
      (offers) => this.show(offers),
      () => {
        status.textContent = t.loadError;
      },
    );
    return this.wrapper;
  }

  save(): OfferData {
    return { ...this.data };
  }

  validate(data: OfferData): boolean {
    return data.pid !== null;
  }

  private show(offers: CatalogueOffer[]): void {
    const wrapper = this.wrapper!;
    wrapper.replaceChildren();
    const preview = element('div', 'offer-block-preview');
    const chosen = () => offers.find((offer) => offer.pid === this.data.pid);
    const cycleSelect = element('select', 'offer-block-cycle');
    cycleSelect.setAttribute('aria-label', t.cycle);
    const refresh = () => {
      const offer = chosen();
      this.fillCycles(cycleSelect, offer);
      this.fillPreview(preview, offer);
    };
    if (!this.readOnly) {
      const search = element('input', 'offer-block-search');
      search.type = 'search';
      search.placeholder = t.search;
      search.setAttribute('aria-label', t.searchLabel);
      const results = element('ul', 'offer-block-results');
      const list = () => {
        const words = fold(search.value).split(/\s+/).filter(Boolean);
        const found = offers.filter((offer) => {
          const text = fold(`${offer.name} ${offer.kind === 'vps' ? 'vps' : 'serveur jeu'} ${offer.features.join(' ')}`);
          return words.every((word) => text.includes(word));
        });
        results.replaceChildren(
          ...(found.length ? found.map((offer) => this.resultItem(offer, refresh)) : [element('li', 'offer-block-none', t.none)]),
        );
      };
      search.addEventListener('input', list);
      cycleSelect.addEventListener('change', () => {
        this.data.cycle = cycleSelect.value;
        this.fillPreview(preview, chosen());
      });
      list();
      wrapper.append(search, results, cycleSelect);
    }
    wrapper.appendChild(preview);
    refresh();
  }

  private resultItem(offer: CatalogueOffer, refresh: () => void): HTMLLIElement {
    const item = element('li', 'offer-block-result');
    const button = element('button', 'offer-block-pick', offer.name);
    button.type = 'button';
    button.addEventListener('click', () => {
      this.data.pid = offer.pid;
      if (offer.prices[this.data.cycle] === undefined) this.data.cycle = Object.keys(offer.prices)[0] ?? 'monthly';
      refresh();
    });
    item.appendChild(button);
    return item;
  }

  private fillCycles(select: HTMLSelectElement, offer: CatalogueOffer | undefined): void {
    const cycles = offer ? CYCLES.filter((cycle) => offer.prices[cycle] !== undefined) : [];
    select.replaceChildren(
      ...cycles.map((cycle) => {
        const option = element('option', '', t.cycles[cycle]);
        option.value = cycle;
        option.selected = cycle === this.data.cycle;
        return option;
      }),
    );
    select.hidden = cycles.length === 0;
  }

  /** The card as readers will see it (the server writes the same one from the synced catalogue). */
  private fillPreview(preview: HTMLElement, offer: CatalogueOffer | undefined): void {
    preview.replaceChildren();
    if (this.data.pid !== null && !offer) {
      preview.appendChild(element('p', 'offer-block-status', t.gone));
      return;
    }
    if (!offer) return;
    const cycle = offer.prices[this.data.cycle] !== undefined ? this.data.cycle : (Object.keys(offer.prices)[0] ?? 'monthly');
    const card = element('aside', 'offer-card');
    card.appendChild(element('p', 'offer-card-name', offer.name));
    if (offer.features.length) {
      const features = element('ul', 'offer-card-features');
      features.append(...offer.features.map((feature) => element('li', '', feature)));
      card.appendChild(features);
    }
    card.appendChild(element('p', 'offer-card-price', `${formatMoney((offer.prices[cycle] ?? 0) / 100)} / ${t.per[cycle]}`));
    card.appendChild(element('span', 'offer-card-order', t.order));
    preview.append(element('p', 'offer-block-chosen', t.chosen), card);
  }
}
