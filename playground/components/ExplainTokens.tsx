import type { ExplainedToken } from '../explain/explainRegex.ts';
import { QuotedWords } from './QuotedWords.tsx';
import { shownInput } from './shownInput.ts';

/** The regex token by token: each token's text, what it means, and for a branch an input that takes it. */
export function ExplainTokens({ tokens }: { tokens: readonly ExplainedToken[] }) {
  return (
    <ol className="explain-tokens">
      {tokens.map((token, index) => (
        <li key={index} data-token={token.text}>
          {token.text !== '' && <code className="token-text">{token.text}</code>}{' '}
          <span className="token-words">
            <QuotedWords text={token.words} />
          </span>
          {token.example !== undefined && (
            <span className="token-example">
              {' '}
              — e.g. <code>{shownInput(token.example)}</code>
            </span>
          )}
          {token.parts.length > 0 && <ExplainTokens tokens={token.parts} />}
        </li>
      ))}
    </ol>
  );
}
