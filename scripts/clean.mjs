// Removes build output folders given as arguments (portable `rm -rf` for npm scripts).
import { rmSync } from 'node:fs';

for (const folder of process.argv.slice(2)) rmSync(folder, { recursive: true, force: true });
