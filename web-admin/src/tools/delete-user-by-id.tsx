import { Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { Profile } from '../../../domain/user/user';
import { httpClient } from '../http-client';
import { DELETE_USER_CONSEQUENCES } from '../users/user-deletion';

const WHOLE_NUMBER = /^[1-9]\d*$/;

const describe = (user: Profile) => {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return `${user.username}${name ? ` (${name}, ${user.email})` : ` (${user.email})`}`;
};

/**
 * The spec's Delete User section: a User ID and a DELETE button. The user is looked up first so the
 * confirmation names them; DELETE /api/user/:id then removes the account, and the input is cleared.
 */
export const DeleteUserById = () => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [target, setTarget] = useState<Profile | null>(null);
  const [working, setWorking] = useState(false);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const id = input.trim();
    if (!WHOLE_NUMBER.test(id)) {
      setProblem(id ? `“${id}” is not a user id: ids are whole numbers, such as 42.` : 'Enter the id of the user to delete.');
      return;
    }
    setProblem(null);
    setWorking(true);
    try {
      const { data } = await dataProvider.getOne<Profile>('users', { id: Number(id) });
      setTarget(data);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) setProblem(`There is no user with id ${id}.`);
      else notify(`The user could not be looked up: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setWorking(false);
    }
  };

  const remove = async () => {
    if (!target) return;
    setWorking(true);
    try {
      await httpClient(`/api/user/${target.id}`, { method: 'DELETE' });
      notify(`User ${target.username} (id ${target.id}) deleted`, { type: 'success' });
      setInput('');
      setTarget(null);
      refresh(); // lists already loaded (Users, Shares...) must not show the account any more
    } catch (error) {
      notify(`User ${target.username} was not deleted: ${(error as Error).message}`, { type: 'error' });
      setTarget(null);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="delete-user-title">
      <CardHeader id="delete-user-title" title="Delete User" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Deletes an account by its id (shown on the Users list). You are asked to confirm first.
        </Typography>
        <Stack component="form" direction="row" spacing={1} onSubmit={(e) => void lookUp(e)} noValidate sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="User ID"
            size="small"
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? ' '}
            sx={{ width: 320 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <Button type="submit" variant="contained" color="error" disabled={working}>
            DELETE
          </Button>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={target !== null}
        loading={working}
        title={target ? `Delete ${describe(target)}?` : ''}
        content={DELETE_USER_CONSEQUENCES}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setTarget(null)}
      />
    </Card>
  );
};
