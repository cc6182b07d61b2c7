import type { FrameCore } from './load';

/**
 * The institute's own address, phone and email, as the header band, the footer and the contact
 * page show them: the landing control's header values, else the institute record's, else the web
 * profile's. Provider text: each is turned into a link only through `telHref` / `mailHref`.
 */
export function instituteContact(frame: FrameCore): {
  address: string;
  phone: string;
  email: string;
} {
  const h = frame.profile.landing_control.home_header_object;
  const ins = frame.institute;
  return {
    address: h.ins_address || ins.insAddress || frame.profile.insAddress,
    phone: h.ins_phone_number || ins.insPhoneNumber || frame.profile.insPhoneNumber,
    email: h.ins_email || ins.insEmail || frame.profile.insEmail,
  };
}
