// Marks built files executable (the CLI's bin), so `npx` and a direct `./main.js` both run them.
import { chmodSync } from 'node:fs';

for (const file of process.argv.slice(2)) chmodSync(file, 0o755);
