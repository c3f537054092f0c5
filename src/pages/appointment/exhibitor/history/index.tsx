import { appointmentListScreen } from '../../list/screen'

/** /meeting/exhibitor/schedule/history: requests to my company that are over. */
export default appointmentListScreen('exhibitorHistory', 'route.exhibitorScheduleHistory')
