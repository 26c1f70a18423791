import { cx } from '@platform/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { safeImageUrl } from '../../team';
import { photoAltMessage, photoMessages } from '../profile-messages';

export interface ProfilePhotoProps {
  url: string | null | undefined;
  name: string;
  className?: string;
}

/** A square profile picture; a missing or broken one shows a "No Image" placeholder. */
export function ProfilePhoto({ url, name, className }: ProfilePhotoProps) {
  const intl = useIntl();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url ? safeImageUrl(url) : undefined;

  if (!src || failedUrl === src) {
    return (
      <div className={cx('profile-photo', 'profile-photo--empty', className)}>
        <span>{intl.formatMessage(photoMessages.none)}</span>
      </div>
    );
  }
  return (
    <img
      className={cx('profile-photo', className)}
      src={src}
      alt={intl.formatMessage(photoAltMessage, { name })}
      width={160}
      height={160}
      onError={() => setFailedUrl(src)}
    />
  );
}
