/** English messages, namespace "certificates": the certificate of completion (issue 35), its PDF's fixed texts. */
const certificates = {
  certificatePdf: {
    heading: "Certificate of Completion",
    certifies: "{{institution}} certifies that",
    completed: "has completed the course",
    instructor: "Instructor",
    date: "Completed on",
    hours: "Hours",
    number: "Certificate number",
    check: "Check this certificate: scan the code, or open the address under it.",
  },
};

export default certificates;
