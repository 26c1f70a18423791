import { defineMessages } from 'react-intl';
import { untypedMessages } from '../../shared/i18n/untyped-messages';

/**
 * The host's attendance texts: the list with ticks and the chart are shown on the registrants
 * screen, so they go with its catalog group (`memberWorkshops.*`).
 */
export const attendanceMessages = untypedMessages(
  defineMessages({
    heading: { id: 'memberWorkshops.attendance.heading', defaultMessage: 'Anwesenheit' },
    loading: {
      id: 'memberWorkshops.attendance.loading',
      defaultMessage: 'Anwesenheit wird geladen…',
    },
    loadFailed: {
      id: 'memberWorkshops.attendance.loadFailed',
      defaultMessage: 'Die Anwesenheit konnte nicht geladen werden.',
    },
    summary: {
      id: 'memberWorkshops.attendance.summary',
      defaultMessage: '{present} von {confirmed} anwesend',
    },
    notYet: {
      id: 'memberWorkshops.attendance.notYet',
      defaultMessage: 'Ab Beginn des Termins können Sie hier Anwesenheit von Hand eintragen.',
    },
    none: {
      id: 'memberWorkshops.attendance.none',
      defaultMessage: 'Keine bestätigten Anmeldungen.',
    },
    how: { id: 'memberWorkshops.attendance.how', defaultMessage: '{method}, {time}' },
    methodScan: { id: 'memberWorkshops.attendance.method.scan', defaultMessage: 'QR-Code' },
    methodName: { id: 'memberWorkshops.attendance.method.name', defaultMessage: 'per Name' },
    methodOnline: {
      id: 'memberWorkshops.attendance.method.online',
      defaultMessage: 'online beigetreten',
    },
    methodHand: { id: 'memberWorkshops.attendance.method.hand', defaultMessage: 'von Hand' },
    csv: {
      id: 'memberWorkshops.attendance.csv',
      defaultMessage: 'Anwesenheitsliste als CSV',
    },
    csvFailed: {
      id: 'memberWorkshops.attendance.csvFailed',
      defaultMessage: 'Die Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    },
    failed: {
      id: 'memberWorkshops.attendance.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
    show: { id: 'memberWorkshops.attendance.show', defaultMessage: 'Anwesenheit eintragen' },
    hide: { id: 'memberWorkshops.attendance.hide', defaultMessage: 'Anwesenheit ausblenden' },
    chartHeading: {
      id: 'memberWorkshops.attendance.chartHeading',
      defaultMessage: 'Teilnahme je Termin',
    },
    chartDescription: {
      id: 'memberWorkshops.attendance.chartDescription',
      defaultMessage:
        'Balken je Termin: angemeldet (hell) und anwesend (dunkel). Die Zahlen stehen in der Tabelle darunter.',
    },
    chartTable: {
      id: 'memberWorkshops.attendance.chartTable',
      defaultMessage: 'Zahlen als Tabelle',
    },
    colDate: { id: 'memberWorkshops.attendance.col.date', defaultMessage: 'Termin' },
    colRegistered: {
      id: 'memberWorkshops.attendance.col.registered',
      defaultMessage: 'Angemeldet',
    },
    colAttended: {
      id: 'memberWorkshops.attendance.col.attended',
      defaultMessage: 'Anwesend',
    },
    colNoShows: {
      id: 'memberWorkshops.attendance.col.noShows',
      defaultMessage: 'Nicht erschienen',
    },
    legendRegistered: {
      id: 'memberWorkshops.attendance.legend.registered',
      defaultMessage: 'angemeldet',
    },
    legendAttended: {
      id: 'memberWorkshops.attendance.legend.attended',
      defaultMessage: 'anwesend',
    },
    figures: {
      id: 'memberWorkshops.attendance.figures',
      defaultMessage:
        '{registered} angemeldet · {attended} anwesend{noShows, select, none {} other { · {noShows} nicht erschienen}}',
    },
    chartEmpty: {
      id: 'memberWorkshops.attendance.chartEmpty',
      defaultMessage: 'Noch kein Termin mit Anmeldungen.',
    },
  }),
);
