// @vitest-environment jsdom
/**
 * The schema through a real consumer: a react-hook-form form resolved by @hookform/resolvers'
 * standardSchemaResolver, which knows nothing of this kit beyond Standard Schema.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailFormSchema } from './schema.ts';

afterEach(cleanup);

/** A form with more than the address, and an optional second address: the schema's type keeps them all. */
interface SignUp {
  email: string;
  backup?: string | undefined;
  name: string;
}

function SignUpForm({ onValid }: { onValid: (values: SignUp) => void }) {
  // Made inside the test's render, so a schema that throws fails the test rather than the file's collection.
  const [schema] = useState(() => emailFormSchema<SignUp>({ email: {}, backup: { optional: true } }));
  const { register, handleSubmit, formState } = useForm<SignUp>({
    resolver: standardSchemaResolver(schema),
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

describe('emailFormSchema in a react-hook-form form', () => {
  it('shows the rule message for a 65-character local part after submit, and does not submit', async () => {
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: `${'a'.repeat(65)}@example.com` } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('65 characters before the @; the limit is 64');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the first rule that fires for an empty field', async () => {
    render(<SignUpForm onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The value is empty');
  });

  it('judges the optional field only when it is filled in', async () => {
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Second e-mail (optional)'), { target: { value: 'jane@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing after the at-sign');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits the values when the address passes', async () => {
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: `${'a'.repeat(64)}@example.com` } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => {
      expect(onValid).toHaveBeenCalledTimes(1);
    });
    // The optional address left empty comes out absent; the name passes through.
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      email: `${'a'.repeat(64)}@example.com`,
      backup: undefined,
      name: 'Jane',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
