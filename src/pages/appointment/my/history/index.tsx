import { appointmentListScreen } from '../../list/screen'

/** /meeting/my/schedule/history: the meetings I asked for that are over. */
export default appointmentListScreen('mineHistory', 'route.myScheduleHistory')
