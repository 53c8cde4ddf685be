import { pagePath, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two pages around the current one, with gaps between', () => {
    expect(pageWindow(10, 40)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 40]);
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 'gap', 40]);
    expect(pageWindow(40, 40)).toEqual([1, 'gap', 38, 39, 40]);
  });

  it('shows a single skipped page rather than a gap', () => {
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('pagePath', () => {
  it('gives the first page its plain address', () => {
    expect(pagePath('/', 1)).toBe('/');
    expect(pagePath('/category/vps', 1)).toBe('/category/vps');
    expect(pagePath('/category/vps', 3)).toBe('/category/vps?page=3');
  });
});
