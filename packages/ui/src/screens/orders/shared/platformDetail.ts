/**
 * An order detail shaped exactly as the platform's public client reads it, for the stories of
 * the order detail and the logistics page: no
 * order id, status, is_pick or top-level tracking number; the product lines' fields at the top
 * level (no `goods`), each with its own total; the tracking number on the timeline's first step.
 */
export const PLATFORM_DETAIL = {
  order_sn: 'SO202611090009',
  user_address: '35 Le Loi, District 1, Ho Chi Minh City, Vietnam',
  user_phone: '152****1187',
  createtime: '2026-11-09 16:14:34',
  total_profit: '28.94',
  total_price: '144.70',
  delivery_status: 1,
  product: [
    {
      image: '',
      title: 'Birchwood Cutting Board',
      product_num: 1,
      total_price: '24.90',
    },
    {
      image: '',
      title: 'Pulse Wireless Earbuds',
      product_num: 2,
      total_price: '119.80',
    },
  ],
  delivery: [
    {
      mark: 'In transit: arrived at the international sorting centre',
      updatetime: '2026-11-10 05:24:34',
      delivery_no: 'LP00123456789CN',
    },
    {
      mark: 'Picked up: the parcel has left the platform warehouse',
      updatetime: '2026-11-09 19:14:34',
      delivery_no: 'LP00123456789CN',
    },
  ],
};
