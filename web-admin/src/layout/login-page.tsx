import { CardContent, Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';

export const LoginPage = () => (
  <Login>
    <CardContent sx={{ pb: 0, textAlign: 'center' }}>
      <Typography component="h1" variant="h6">
        Wingshare back office
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sign in with your Wingshare staff account.
      </Typography>
    </CardContent>
    <LoginForm />
  </Login>
);
