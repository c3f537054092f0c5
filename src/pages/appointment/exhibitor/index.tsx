import { appointmentListScreen } from '../list/screen'

/** /meeting/exhibitor/schedule: requests to my bound company still to come, accepted or declined after a confirm. */
export default appointmentListScreen('exhibitor', 'route.exhibitorSchedule')
