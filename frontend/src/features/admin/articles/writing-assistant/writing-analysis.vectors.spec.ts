/** @jest-environment jsdom */
import * as analysis from '@blog/writing-analysis';
import { describeVectors } from '../../../../../../packages/writing-analysis/test/vectors';

/**
 * The writing analysis as the editor bundles it (the `@blog/writing-analysis` alias of vite.config.ts),
 * in a browser-like environment, on the same French test vectors as the server's copy.
 */
describeVectors(analysis);
