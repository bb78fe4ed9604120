// The script a user would write instead of `email-rules check`: readline and email-validator, one line
// out per line in. `npm run bench` times it against the command on the same file.
// Usage: node scripts/bench/readlineEmailValidator.mjs <file> [--json]
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import validator from 'email-validator';

const [file, format] = process.argv.slice(2);
const json = format === '--json';
for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
  const valid = validator.validate(line);
  console.log(json ? JSON.stringify({ input: line, valid }) : `${line}\t${valid ? 'valid' : 'invalid'}`);
}
