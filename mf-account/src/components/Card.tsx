import styled from 'styled-components';

/** The centred form card of the sign-in, sign-up and reset pages. */
export const FormCard = styled.section`
  width: 100%;
  max-width: 440px;
  margin: 40px auto 64px;
  padding: 32px 24px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 16px;
  background: ${(p) => p.theme.colors.bg};
  h1 {
    margin: 0 0 20px;
    text-align: center;
    font-size: 1.8rem;
  }
  form {
    display: flex;
    flex-direction: column;
  }
  form > button[type='submit'] {
    margin-top: 20px;
  }
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0;
  color: ${(p) => p.theme.colors.muted};
  text-transform: uppercase;
  font-size: 0.8rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${(p) => p.theme.colors.border};
  }
`;

export const Footnote = styled.p`
  text-align: center;
  margin: 20px 0 0;
  color: ${(p) => p.theme.colors.muted};
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;
