// Six sample counsellors across India, each offering a different mix of packages.
import type { CounsellorProfileFields } from '@margdarshak/contracts/api/counsellors';

type Rgb = [number, number, number];

export interface DemoCounsellor {
  email: string;
  profile: CounsellorProfileFields;
  colours: [Rgb, Rgb, Rgb];
}

const counsellor = (email: string, profile: Omit<CounsellorProfileFields, 'userId'>, colours: [Rgb, Rgb, Rgb]): DemoCounsellor => ({ email, profile, colours });

export const demoCounsellors: DemoCounsellor[] = [
  counsellor(
    'meera.iyer@demo.margdarshak.in',
    {
      name: 'Meera Iyer',
      age: 41,
      mobile: '9845012345',
      qualification: 'M.Phil. Clinical Psychology, NIMHANS',
      address: '14 Jayanagar 4th Block, Bengaluru 560011',
      specialization: 'Stream selection after Class 10',
      experience: '14 years',
      location: 'Bengaluru',
      offersBasic: true,
      offersAdvanced: true,
      offersComprehensive: true,
    },
    [
      [226, 240, 236],
      [186, 214, 206],
      [38, 98, 92],
    ],
  ),
  counsellor(
    'arjun.mehta@demo.margdarshak.in',
    {
      name: 'Arjun Mehta',
      age: 36,
      mobile: '9820076543',
      qualification: 'M.A. Counselling Psychology, TISS Mumbai',
      address: '7 Linking Road, Bandra West, Mumbai 400050',
      specialization: 'Engineering and technology careers',
      experience: '9 years',
      location: 'Mumbai',
      offersBasic: true,
      offersAdvanced: true,
      offersComprehensive: false,
    },
    [
      [232, 236, 248],
      [196, 206, 236],
      [52, 70, 140],
    ],
  ),
  counsellor(
    'farah.siddiqui@demo.margdarshak.in',
    {
      name: 'Farah Siddiqui',
      age: 45,
      mobile: '9811122233',
      qualification: 'Ph.D. Education, Jamia Millia Islamia',
      address: '22 Hauz Khas Enclave, New Delhi 110016',
      specialization: 'Humanities, law and civil services',
      experience: '17 years',
      location: 'New Delhi',
      offersBasic: false,
      offersAdvanced: true,
      offersComprehensive: true,
    },
    [
      [248, 236, 226],
      [236, 206, 186],
      [150, 82, 46],
    ],
  ),
  counsellor(
    'rohan.das@demo.margdarshak.in',
    {
      name: 'Rohan Das',
      age: 32,
      mobile: '9830045678',
      qualification: 'M.Sc. Applied Psychology, University of Calcutta',
      address: '3 Lake Road, Kolkata 700029',
      specialization: 'Design, media and creative careers',
      experience: '6 years',
      location: 'Kolkata',
      offersBasic: true,
      offersAdvanced: false,
      offersComprehensive: false,
    },
    [
      [244, 232, 244],
      [222, 200, 226],
      [112, 56, 120],
    ],
  ),
  counsellor(
    'lakshmi.narayanan@demo.margdarshak.in',
    {
      name: 'Lakshmi Narayanan',
      age: 50,
      mobile: '9840098765',
      qualification: 'M.Ed. and Diploma in Career Guidance, NCERT',
      address: '9 TTK Road, Alwarpet, Chennai 600018',
      specialization: 'Medical and life-science pathways',
      experience: '22 years',
      location: 'Chennai',
      offersBasic: false,
      offersAdvanced: false,
      offersComprehensive: true,
    },
    [
      [238, 244, 226],
      [210, 226, 184],
      [84, 112, 40],
    ],
  ),
  counsellor(
    'gurpreet.sandhu@demo.margdarshak.in',
    {
      name: 'Gurpreet Sandhu',
      age: 38,
      mobile: '9872011223',
      qualification: 'M.B.A. and Certified Career Analyst',
      address: '41 Sector 17, Chandigarh 160017',
      specialization: 'Commerce, finance and entrepreneurship',
      experience: '11 years',
      location: 'Chandigarh',
      offersBasic: true,
      offersAdvanced: true,
      offersComprehensive: false,
    },
    [
      [250, 242, 222],
      [240, 222, 170],
      [160, 110, 20],
    ],
  ),
];

export const DEMO_COUNSELLOR_PASSWORD = 'counsellor-demo';
