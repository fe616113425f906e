import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@yayasan/ui';

/** What a section needs of its RTK Query answer. */
interface SectionQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * One section of the settings page over the answer it shows: its heading, a spinner while the answer
 * comes, a message with a retry when it cannot, then `children` with the answer.
 */
export function SettingsSection<T>({
  id,
  title,
  query,
  loadFailed,
  retry,
  children,
}: {
  id: string;
  title: ReactNode;
  query: SectionQuery<T>;
  loadFailed: string;
  retry: string;
  children: (data: T) => ReactNode;
}) {
  const { data, isLoading, isError, refetch } = query;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {isLoading ? (
        <Spinner />
      ) : isError || data === undefined ? (
        <p role="alert">
          {loadFailed}{' '}
          <Button type="button" $variant="secondary" onClick={() => refetch()}>
            {retry}
          </Button>
        </p>
      ) : (
        children(data)
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: 40px;
  h2 {
    font-size: 1.2rem;
  }
`;

/** A section's list of things (sessions, passkeys): one row each, its words on the left, its actions on the right. */
export const SettingsList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
`;
export const SettingsItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  div {
    min-width: 0;
    flex: 1 1 220px;
    overflow-wrap: anywhere;
  }
`;
/** A row's details under its name (device, when). */
export const SettingsMeta = styled.small`
  display: block;
  color: ${(p) => p.theme.colors.muted};
  margin-top: 4px;
`;

/** A switch in a section: its box, its label and a hint under it. */
export const SettingsOption = styled.label`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  margin: 12px 0;
  cursor: pointer;
  input {
    margin-top: 4px;
  }
`;
export const SettingsHint = styled.small`
  display: block;
  color: ${(p) => p.theme.colors.muted};
`;
