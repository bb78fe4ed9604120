import { useId, useState } from 'react';
import { PROFILES, RULES, validateEmail, type ProfileId } from '../src/index.ts';

/** First page: type an address, see the five rules judged by validateEmail. */
export function App() {
  const [input, setInput] = useState('');
  const [profile, setProfile] = useState<ProfileId>('standard');
  const inputId = useId();
  const profileId = useId();
  const report = validateEmail(input, { profile });
  const first = report.failed[0];

  return (
    <main>
      <h1>email-rules playground</h1>
      <label htmlFor={inputId}>Address</label>
      <input id={inputId} value={input} onChange={(event) => { setInput(event.target.value); }} spellCheck={false} />
      <label htmlFor={profileId}>Profile</label>
      <select id={profileId} value={profile} onChange={(event) => { setProfile(event.target.value as ProfileId); }}>
        {PROFILES.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>{candidate.title}</option>
        ))}
      </select>
      <p role="status" data-verdict={first ?? 'valid'}>
        {first === undefined ? 'Valid: no rule fires' : `Invalid: ${first} fires first`}
      </p>
      <table>
        <thead><tr><th>#</th><th>Rule</th><th>Status</th><th>Detail</th></tr></thead>
        <tbody>
          {RULES.map((rule, index) => {
            const result = report.results[index];
            return (
              <tr key={rule.id} data-rule={rule.id} data-status={result?.status}>
                <td>{rule.order}</td>
                <td>{rule.title}</td>
                <td>{result?.status}</td>
                <td>{result?.message ?? (result?.length !== undefined ? `${result.length} / ${result.limit ?? ''}` : '')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}
