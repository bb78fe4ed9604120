import { useState } from 'react';
import { BUILT_IN_PROFILE_IDS, validateEmail, type ProfileId } from '../../src/index.ts';
import { optionsFor } from '../model/profileOptions.ts';

/** Past this, the report (which repeats the input) would be megabytes of JSON on the page. */
export const API_VIEW_MAX_UNITS = 10_000;

const isBuiltIn = (profile: ProfileId) => (BUILT_IN_PROFILE_IDS as readonly ProfileId[]).includes(profile);

/**
 * The lines of code that produce the report of `line` under `profile`: a built-in profile by its id, any
 * other (`international`) imported from its own entry and passed as a value.
 */
export function codeFor(line: string, profile: ProfileId): string {
  const call = (options: string) => `const report = validateEmail(${JSON.stringify(line)}${options});`;
  if (!isBuiltIn(profile))
    return [
      `import { validateEmail } from 'email-rules';`,
      `import { ${profile} } from 'email-rules/${profile}';`,
      call(`, { profile: ${profile} }`),
    ].join('\n');
  const options = profile === 'standard' ? '' : `, { profile: '${profile}' }`;
  return `import { validateEmail } from 'email-rules';\n${call(options)}`;
}

/**
 * What the kit returns for the selected line: the code that calls it and the `EmailReport` as JSON, each
 * copyable. Asked for only when opened (the grid's judgement keeps what it shows, not the whole report).
 */
export function ApiView({ line, profile }: { line: string; profile: ProfileId }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState('');
  const tooLong = line.length > API_VIEW_MAX_UNITS;
  const code = codeFor(line, profile);
  const json = open && !tooLong ? JSON.stringify(validateEmail(line, optionsFor(profile)), null, 2) : '';
  const copy = (what: string, text: string) => {
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(`${what} copied.`);
      },
      () => {
        setCopied('Copying was not allowed: select the text and copy it.');
      },
    );
  };
  return (
    <details
      className="api-view"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary>In code: the report the kit returns</summary>
      {tooLong ? (
        <p className="hint">
          This line is longer than {API_VIEW_MAX_UNITS.toLocaleString('en')} characters: its report is not shown here.
        </p>
      ) : (
        <>
          <pre className="api-code">
            <code>{code}</code>
          </pre>
          <button
            type="button"
            onClick={() => {
              copy('Code', code);
            }}
          >
            Copy code
          </button>
          <pre className="api-json">
            <code>{json}</code>
          </pre>
          <button
            type="button"
            onClick={() => {
              copy('Report', json);
            }}
          >
            Copy report
          </button>
          <span role="status" className="status-line">
            {copied}
          </span>
        </>
      )}
    </details>
  );
}
