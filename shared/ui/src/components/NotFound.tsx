import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The not-found page, shared by the shell and every remote (unknown user, article, campaign…). */
export function NotFound() {
  return (
    <Wrap>
      <h1>404</h1>
      <p>Halaman tidak ditemukan</p>
      <Link to="/">Kembali ke Beranda</Link>
    </Wrap>
  );
}

const Wrap = styled.section`
  text-align: center;
  padding: 80px 16px;
  h1 {
    font-size: 4rem;
    margin: 0;
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    font-size: 1.25rem;
  }
`;
