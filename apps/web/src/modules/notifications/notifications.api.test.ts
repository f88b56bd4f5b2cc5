import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationsQueryKey } from './notifications.api';

// Issue 33 point 9: the server writes the bell's entries in the language the screens ask for; the web keeps one
// feed per language, so a switch never shows the entries of the language before it.
describe('the notifications feed per language', () => {
  const feed = (title: string) => ({ items: [{ id: 1, title, body: '', link: '', read: false, createdAt: '', request: null }] });

  it('reads the feed again in another language, never the cached one of the language before', () => {
    const client = new QueryClient();
    client.setQueryData(notificationsQueryKey('en'), feed('Your leave request was approved'));
    expect(client.getQueryData(notificationsQueryKey('ar'))).toBeUndefined();
    client.setQueryData(notificationsQueryKey('ar'), feed('تمت الموافقة على طلبك'));
    expect(client.getQueryData<ReturnType<typeof feed>>(notificationsQueryKey('ar'))?.items[0]?.title).toBe(
      'تمت الموافقة على طلبك',
    );
    expect(client.getQueryData<ReturnType<typeof feed>>(notificationsQueryKey('en'))?.items[0]?.title).toBe(
      'Your leave request was approved',
    );
  });

  it('is refreshed in every language by the invalidation the request screens send after a decision', async () => {
    const client = new QueryClient();
    for (const language of ['en', 'hi', 'ar']) client.setQueryData(notificationsQueryKey(language), feed(language));
    await client.invalidateQueries({ queryKey: ['notifications'] });
    for (const language of ['en', 'hi', 'ar'])
      expect(client.getQueryState(notificationsQueryKey(language))?.isInvalidated, language).toBe(true);
  });
});
