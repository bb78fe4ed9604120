// @vitest-environment jsdom
/**
 * Both adapters through a real consumer: a react-hook-form form resolved by @hookform/resolvers'
 * zodResolver and valibotResolver, which know nothing of this kit beyond their own libraries.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import * as valibotAdapter from './valibot.ts';
import * as zodAdapter from './zod.ts';

afterEach(cleanup);

interface SignUp {
  email: string;
  backup?: string | undefined;
  name: string;
}

// Made inside the test's render, so a schema that throws fails the test rather than the file's collection.
const resolvers: Readonly<Record<string, () => Resolver<SignUp>>> = {
  zod: () =>
    zodResolver(
      z.object({
        email: z.string().trim().check(zodAdapter.emailRules()),
        backup: zodAdapter.emailAddress({ optional: true }),
        name: z.string(),
      }),
    ),
  // valibotResolver cannot infer the output type (the same with valibot's own actions); given, it is checked.
  valibot: () =>
    valibotResolver<SignUp, unknown, SignUp>(
      v.object({
        email: v.pipe(v.string(), v.trim(), valibotAdapter.emailRules()),
        backup: valibotAdapter.emailAddress({ optional: true }),
        name: v.string(),
      }),
    ),
};

function SignUpForm({ library, onValid }: { library: string; onValid: (values: SignUp) => void }) {
  const [resolver] = useState(() => resolvers[library]?.());
  const { register, handleSubmit, formState } = useForm<SignUp>({
    ...(resolver !== undefined && { resolver }),
    defaultValues: { email: '', backup: '', name: 'Jane' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <label>
        E-mail
        <input {...register('email')} />
      </label>
      <label>
        Second e-mail (optional)
        <input {...register('backup')} />
      </label>
      {formState.errors.email && <p role="alert">{formState.errors.email.message}</p>}
      {formState.errors.backup && <p role="alert">{formState.errors.backup.message}</p>}
      <button type="submit">Sign up</button>
    </form>
  );
}

describe.each(['zod', 'valibot'])('%s in a react-hook-form form', (library) => {
  it('shows the rule message for a 65-character local part after submit, and does not submit', async () => {
    const onValid = vi.fn();
    render(<SignUpForm library={library} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: `${'a'.repeat(65)}@example.com` } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('65 characters before the @; the limit is 64');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the first rule that fires for an empty field', async () => {
    render(<SignUpForm library={library} onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The value is empty');
  });

  it('judges the optional field only when it is filled in', async () => {
    const onValid = vi.fn();
    render(<SignUpForm library={library} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Second e-mail (optional)'), { target: { value: 'jane@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing after the at-sign');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits the trimmed address, the optional one left empty as absent, and the name', async () => {
    const onValid = vi.fn();
    render(<SignUpForm library={library} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ` ${'a'.repeat(64)}@example.com ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => {
      expect(onValid).toHaveBeenCalledTimes(1);
    });
    expect(onValid.mock.calls[0]?.[0]).toStrictEqual({
      email: `${'a'.repeat(64)}@example.com`,
      backup: undefined,
      name: 'Jane',
    });
  });
});
