import styled, { keyframes } from 'styled-components';
import { progressBarPercent } from '@yayasan/contracts';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.div.attrs({ role: 'status', 'aria-label': 'Memuat...' })`
  width: 36px;
  height: 36px;
  margin: 40px auto;
  border-radius: 50%;
  border: 4px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export const EmptyState = styled.p`
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  padding: 32px 16px;
  margin: 0;
`;

export const ProgressBar = ({ value, label }: { value: number; label?: string }) => {
  const pct = progressBarPercent(value);
  return (
    <Track role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
      <Fill style={{ width: `${pct}%` }} />
    </Track>
  );
};

const Track = styled.div`
  height: 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.border};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  background: ${(p) => p.theme.colors.primary};
  transition: width 0.3s ease;
`;

export const PageContainer = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

/** A section's heading with its "see all" link on the same line (the home page's widgets). */
export const SectionHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
`;
