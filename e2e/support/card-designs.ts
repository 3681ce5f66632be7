import { expect } from '@playwright/test';
import { aStaff, staffApi } from './staff.ts';

const BASE = '/UgiftWeb';
const IMAGE = `${BASE}/demo/placeholder.svg`;

let serial = 0;

/**
 * An editable card design of the test's own, made through the back office by the marketing role (decision 0252): a
 * photo, a recipient line, a message and a tune (music id 1), offered in every country, in the shop's first category.
 * Answers its id.
 */
export async function aCardDesign(baseURL: string, name = `E2E card ${Date.now().toString(36)}${++serial}`): Promise<number> {
  const api = await staffApi(baseURL, await aStaff(baseURL, 'marketing'));
  try {
    // card categories are the shop's fixed choices (staff read them, never make them)
    const categories = await api.get(`${BASE}/admin/api/giftcard-categories`);
    expect(categories.status(), await categories.text()).toBe(200);
    const [category] = (await categories.json()) as Array<{ id: number }>;
    const res = await api.post(`${BASE}/admin/api/giftcards`, {
      data: {
        category_id: category.id,
        country_id: null,
        i18n: { en: { name } },
        image: IMAGE,
        image_thumbnail: IMAGE,
        is_editable: true,
        edit_parameter: [
          { key: 'photo', type: 'image', placeholder: 'Add a photo', content: '', xpos: 36, ypos: 112, width: 220, height: 220 },
          { key: 'to', type: 'text', placeholder: 'Dear ...', content: '', xpos: 284, ypos: 112, width: 280, height: 64 },
          { key: 'message', type: 'message', placeholder: 'Your wishes', content: '', xpos: 284, ypos: 184, width: 280, height: 148 },
          { key: 'music', type: 'music', placeholder: 'Choose a song', content: '1', xpos: 548, ypos: 344, width: 36, height: 36 },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
}
