import { useId, useState } from 'react';
import styled from 'styled-components';
import type { CommentItem } from '@yayasan/contracts';
import { apiErrorMessage, selectUser, useAppSelector } from '@yayasan/store';
import { Button, notify, TextArea, useSignInPrompt } from '@yayasan/ui';
import { LIMITS, MESSAGES } from '@yayasan/validation';
import { articleApi } from '../api';

/** The comment box (and the reply box when `replyingTo` is set). */
export function CommentField({
  blogPk,
  blogAuthor,
  replyingTo,
  label,
  onAdded,
}: {
  blogPk: number;
  blogAuthor: number;
  replyingTo?: number;
  label: string;
  onAdded: (comment: CommentItem) => void;
}) {
  const user = useAppSelector(selectUser);
  const promptSignIn = useSignInPrompt();
  const [text, setText] = useState('');
  const [addComment, { isLoading }] = articleApi.useAddCommentMutation();
  const id = useId();

  const submit = async () => {
    if (!user) return promptSignIn(MESSAGES.commentLogin);
    if (!text.trim()) return notify.error(MESSAGES.commentEmpty);
    try {
      const comment = await addComment({
        _id: blogPk,
        comment: text,
        blog_author: blogAuthor,
        replying_to: replyingTo,
      }).unwrap();
      setText('');
      onAdded(comment);
    } catch (err) {
      // Comment failures are only logged (spec §8), except a rule the server states.
      console.error(err);
      const message = apiErrorMessage(err, '');
      if (message) notify.error(message);
    }
  };

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {replyingTo ? 'Tulis balasan' : 'Tulis komentar'}
      </label>
      <TextArea
        id={id}
        value={text}
        maxLength={LIMITS.commentMax}
        placeholder={replyingTo ? 'Tinggalkan balasan...' : 'Tinggalkan komentar...'}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" disabled={isLoading}>
        {label}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  margin: 8px 0 16px;
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;
