// Unmounts rendered trees between tests (vitest runs without globals, so RTL cannot do it itself).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
