import React, { useEffect, useRef, useState } from 'react';
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { Picture } from '../picture/picture';
import { isLocale, localeInfo } from '../../i18n/locales';
import * as styles from './video-facade.module.css';

/** A video as the site's queries give it (the fragments below); null parts are absent. */
export interface Video {
  title: string;
  /** Seconds. */
  duration: number;
  poster: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  mp4: { url: string } | null;
  webm: { url: string } | null;
  /** An embed URL of an allowed host (src/model/collections/video.ts). */
  embed: string | null;
  /** One captions file per language given, in the locale table's order. */
  captions: readonly { locale: string; value: { url: string } | null }[];
}

export interface VideoFacadeProps {
  video: Video;
  /** Eager only when the poster is the largest thing on first view (the LCP). */
  loading?: 'lazy' | 'eager';
  className?: string;
  /** Asked once, when the facade mounts: was the server's play button pressed before this code had loaded? */
  pressedEarly?: () => boolean;
}

/** 65 → 1:05, 3725 → 1:02:05. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/**
 * A video as a facade: the poster and a play button, and nothing of a player (no <video>, no
 * iframe, no request for the video) until the visitor presses it. Then the site's own <video>
 * with captions, or the host's player in an iframe, takes the poster's place in the same
 * 16:9 box (no layout shift) and gets the focus.
 */
export function VideoFacade({ video, loading = 'lazy', className, pressedEarly }: VideoFacadeProps) {
  const { t, i18n } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  const frame = useRef<HTMLElement>(null);
  // Marks the facade as live: its button works from now on (until then it is the server's markup),
  // and plays at once if that markup's button was pressed while this code loaded.
  useEffect(() => {
    frame.current?.setAttribute('data-hydrated', '');
    // The first render matched the server's markup (the poster) to hydrate it; a press that this
    // code missed can only start playing in the render after.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see the line above
    if (pressedEarly?.()) setPlaying(true);
  }, [pressedEarly]);
  const duration = formatDuration(video.duration);
  const poster = video.poster?.childImageSharp?.gatsbyImageData;

  useEffect(() => {
    const element = player.current;
    if (!playing || !element) return;
    element.focus();
    // The press is the visitor's gesture, so the browser lets it play; if not, the controls stay.
    if (element instanceof HTMLVideoElement) element.play().catch(() => undefined);
  }, [playing]);

  let content: React.ReactNode;
  if (!playing) {
    content = (
      <>
        {poster ? <Picture image={poster} alt="" className={styles.poster} loading={loading} /> : null}
        <button
          type="button"
          className={styles.play}
          aria-label={t('video.play', { title: video.title, duration })}
          onClick={() => setPlaying(true)}
        >
          <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <circle cx="32" cy="32" r="31" />
            <path d="M26 20v24l19-12z" />
          </svg>
          <span className={styles.caption} aria-hidden="true">
            <span className={styles.title}>{video.title}</span>
            <span className={styles.duration}>{duration}</span>
          </span>
        </button>
      </>
    );
  } else if (video.embed) {
    content = (
      <iframe
        ref={player}
        className={styles.player}
        src={video.embed}
        title={video.title}
        allow="fullscreen; picture-in-picture; autoplay"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else {
    content = (
      <video
        ref={player}
        className={styles.player}
        controls
        autoPlay
        playsInline
        preload="auto"
        // Focusable everywhere (some browsers make a <video> focusable only with controls shown).
        tabIndex={0}
        poster={poster?.images.fallback?.src}
        aria-label={video.title}
      >
        {video.webm ? <source src={video.webm.url} type="video/webm" /> : null}
        {video.mp4 ? <source src={video.mp4.url} type="video/mp4" /> : null}
        {video.captions.map(({ locale, value }) =>
          value && isLocale(locale) ? (
            // Each language named in itself, as the language switcher names it.
            <track
              key={locale}
              kind="captions"
              src={value.url}
              srcLang={localeInfo[locale].bcp47}
              label={localeInfo[locale].nativeName}
              default={locale === i18n.language}
            />
          ) : null,
        )}
      </video>
    );
  }
  return (
    <figure
      ref={frame}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      data-video={playing ? 'playing' : 'poster'}
    >
      {content}
    </figure>
  );
}

export const videoFields = graphql`
  fragment VideoFields on Video {
    title
    duration
    poster {
      ...VideoPoster
    }
    mp4 {
      url
    }
    webm {
      url
    }
    embed
    captions {
      locale
      value {
        url
      }
    }
  }
  fragment VideoPoster on File {
    childImageSharp {
      gatsbyImageData(width: 768, aspectRatio: 1.7778, placeholder: NONE, formats: [JPG, WEBP, AVIF])
    }
  }
`;
