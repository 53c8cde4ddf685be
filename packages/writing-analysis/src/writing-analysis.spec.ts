import * as analysis from '.';
import { describeVectors } from '../test/vectors';

describeVectors(analysis);
