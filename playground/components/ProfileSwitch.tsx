import { useId } from 'react';
import { PROFILES, isProfileId, profileById, type ProfileId } from '../../src/index.ts';

/** Chooses which reading of "the general address pattern" every line is judged against. */
export function ProfileSwitch({ profile, onChange }: { profile: ProfileId; onChange: (profile: ProfileId) => void }) {
  const selectId = useId();
  const summaryId = useId();
  return (
    <div className="profile-switch">
      <label htmlFor={selectId}>Profile</label>
      <select
        id={selectId}
        value={profile}
        aria-describedby={summaryId}
        onChange={(event) => {
          if (isProfileId(event.target.value)) onChange(event.target.value);
        }}
      >
        {PROFILES.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.title}
          </option>
        ))}
      </select>
      <p id={summaryId} className="hint profile-summary">
        {profileById(profile).summary}
      </p>
    </div>
  );
}
