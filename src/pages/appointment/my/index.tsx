import { appointmentListScreen } from '../list/screen'

/** /meeting/my/schedule: the meetings I asked exhibitors for that are still to come, each cancellable. */
export default appointmentListScreen('mine', 'route.mySchedule')
