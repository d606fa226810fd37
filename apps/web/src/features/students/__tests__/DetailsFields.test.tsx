import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { DetailsFields } from '../components/DetailsFields.tsx';
import type { DetailsValues } from '../components/values.ts';
import { json, withServer } from '../../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

function Details() {
  const form = useForm<DetailsValues>({
    initialValues: {
      name: 'Kabir Rao',
      dateOfBirth: '',
      gender: null,
      classId: null,
      boardId: null,
      school: '',
      address: '',
      centreId: null,
    },
  });
  return <DetailsFields form={form} choices={undefined} />;
}

describe('DetailsFields', () => {
  it('warns (never refuses) when a birth date makes the student 2 years old, and not for a usual age (issue 65, bug 3)', async () => {
    withServer(<Details />, () => json({}, 404));
    const year = new Date().getFullYear();
    const field = screen.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(field, `01/01/${year - 2}`);
    await userEvent.tab();
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^That makes the student [12] years old\. Check the year/,
    );
    await userEvent.clear(field);
    await userEvent.type(field, `01/01/${year - 15}`);
    await userEvent.tab();
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
